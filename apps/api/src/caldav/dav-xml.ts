// The little XML the WebDAV answers of a CalDAV server need (RFC 4918 multistatus): elements with
// their namespace URI, attributes and text. Servers differ only in prefixes and whitespace, so
// names are compared by (namespace, local name), never by prefix. No DTDs, no external entities.

export type XmlElement = {
  namespace: string;
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

export const DAV = 'DAV:';
export const CALDAV = 'urn:ietf:params:xml:ns:caldav';
export const CALENDAR_SERVER = 'http://calendarserver.org/ns/';
export const APPLE_ICAL = 'http://apple.com/ns/ical/';

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity] ?? whole;
  });
}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/gy;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The document's root element, or null when the text is not well-formed XML of elements. */
export function parseXml(source: string): XmlElement | null {
  type Open = { element: XmlElement; prefix: string; namespaces: Record<string, string> };
  const stack: Open[] = [];
  let root: XmlElement | null = null;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(source); match !== null; match = TOKEN.exec(source)) {
    const [whole, cdata, closing, opening, attributeText, selfClosing, text] = match;
    if (whole.length === 0) return null;
    const current = stack.at(-1);
    if (text !== undefined || cdata !== undefined) {
      if (current) current.element.text += cdata ?? decode(text ?? '');
      else if ((text ?? '').trim() !== '') return null;
      continue;
    }
    if (closing !== undefined) {
      if (!current || `${current.prefix ? `${current.prefix}:` : ''}${current.element.name}` !== closing)
        return null;
      stack.pop();
      continue;
    }
    if (opening === undefined) continue; // comment, declaration, processing instruction
    const namespaces = { ...(current?.namespaces ?? {}) };
    const attributes: Record<string, string> = {};
    for (const attribute of (attributeText ?? '').matchAll(ATTRIBUTE)) {
      const [, key = '', doubleQuoted, singleQuoted] = attribute;
      const value = decode(doubleQuoted ?? singleQuoted ?? '');
      if (key === 'xmlns') namespaces[''] = value;
      else if (key.startsWith('xmlns:')) namespaces[key.slice(6)] = value;
      else attributes[key] = value;
    }
    const colon = opening.indexOf(':');
    const prefix = colon < 0 ? '' : opening.slice(0, colon);
    const element: XmlElement = {
      namespace: namespaces[prefix] ?? '',
      name: colon < 0 ? opening : opening.slice(colon + 1),
      attributes,
      children: [],
      text: '',
    };
    if (current) current.element.children.push(element);
    else if (root) return null;
    else root = element;
    if (!selfClosing) stack.push({ element, prefix, namespaces });
  }
  return stack.length === 0 ? root : null;
}

export function childrenOf(element: XmlElement | undefined, namespace: string, name: string): XmlElement[] {
  return element?.children.filter((child) => child.namespace === namespace && child.name === name) ?? [];
}

export function childOf(
  element: XmlElement | undefined,
  namespace: string,
  name: string,
): XmlElement | undefined {
  return childrenOf(element, namespace, name)[0];
}

/** Every descendant of that name, in document order. */
export function descendantsOf(
  element: XmlElement | undefined,
  namespace: string,
  name: string,
): XmlElement[] {
  if (!element) return [];
  return element.children.flatMap((child) => [
    ...(child.namespace === namespace && child.name === name ? [child] : []),
    ...descendantsOf(child, namespace, name),
  ]);
}

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&"']/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[character]};`,
  );
}
