// Server-rendered HTML pieces for the first response of the public pages. Every
// value comes from a clinic's own fields, so every interpolation is escaped unless it is already
// `SafeHtml` built by this module.

export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function renderValue(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  return escapeHtml(String(value));
}

/** A template tag: `html\`<p>${name}</p>\`` escapes `name`; nested `html` results pass through. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    text += renderValue(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(text);
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators are
 * written as \u escapes, so a clinic named `</script><script>…` stays data.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
