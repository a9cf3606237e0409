/** Pure address checks (no node:net in the domain, which also runs in the browser). */
export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return (
    parts.length === 4 &&
    parts.every(
      (part) => /^\d{1,3}$/.test(part) && Number(part) <= 255 && (part === '0' || !part.startsWith('0')),
    )
  );
}

export function isIPv6(text: string): boolean {
  const address = text.split('%')[0] ?? '';
  if (!/^[0-9a-f:.]+$/i.test(address) || address.split('::').length > 2) return false;
  const dotted = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  if (dotted && !isIPv4(dotted)) return false;
  const beforeDotted = dotted ? address.slice(0, -dotted.length) : address;
  const hexPart = dotted && !beforeDotted.endsWith('::') ? beforeDotted.replace(/:$/, '') : beforeDotted;
  const groupsAllowed = dotted ? 6 : 8;
  const [head = '', tail] = hexPart.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...headGroups, ...tailGroups];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  if (tail === undefined) return groups.length === groupsAllowed;
  return groups.length < groupsAllowed;
}
