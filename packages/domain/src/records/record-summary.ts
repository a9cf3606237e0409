import { RECORD_KIND_LABELS, type RecordEntryBody } from './record-content.schema';

// Words of an entry for people (its one-line title) and for the search column.

/** The line the timeline and the PDFs show for an entry: kind and its main words. */
export function recordTitle(body: RecordEntryBody): string {
  const label = RECORD_KIND_LABELS[body.kind];
  switch (body.kind) {
    case 'CONSULTATION':
      return `${label}: ${body.content.reason}`;
    case 'VACCINATION':
    case 'DEWORMING':
      return `${label}: ${body.content.product}`;
    case 'PRESCRIPTION':
      return `${label}: ${body.content.items.map((item) => item.drug).join(', ')}`;
    default:
      return body.content.title ? `${label}: ${body.content.title}` : label;
  }
}

/** Every text of the entry in one string: what the timeline's text search looks in. */
export function recordSearchText(body: RecordEntryBody): string {
  const words: Array<string | null> = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') words.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(body.content);
  return words.filter((word): word is string => Boolean(word)).join(' \n');
}
