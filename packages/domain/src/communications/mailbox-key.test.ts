import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it('folds case, +tags, and Gmail dots and domains', () => {
    expect(mailboxKey(' Ana+Citas@Example.com ')).toBe('ana@example.com');
    expect(mailboxKey('a.n.a@example.com')).toBe('a.n.a@example.com');
    expect(mailboxKey('A.n.A+x+y@googlemail.com')).toBe('ana@gmail.com');
    expect(mailboxKey('ana@gmail.com')).toBe('ana@gmail.com');
    expect(mailboxKey('+solo@example.com')).toBe('+solo@example.com');
  });

  it('gives every tagged or dotted spelling of one Gmail inbox the same key', () => {
    const local = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    fc.assert(
      fc.property(
        local,
        fc.array(fc.nat(11), { maxLength: 4 }),
        fc.option(fc.stringMatching(/^[a-z0-9+.]{0,8}$/), { nil: undefined }),
        fc.constantFrom('gmail.com', 'googlemail.com', 'GMail.com'),
        (name, dots, tag, domain) => {
          let dotted = name;
          for (const at of dots) {
            const position = Math.min(at, dotted.length - 1) + 1;
            if (position < dotted.length) dotted = `${dotted.slice(0, position)}.${dotted.slice(position)}`;
          }
          const spelled = `${dotted}${tag === undefined ? '' : `+${tag}`}@${domain}`;
          return mailboxKey(spelled) === `${name}@gmail.com`;
        },
      ),
    );
  });

  it('keeps dots elsewhere and never merges two different domains', () => {
    const address = fc.tuple(fc.stringMatching(/^[a-z0-9.]{1,10}$/), fc.domain());
    fc.assert(
      fc.property(address, address, ([localA, domainA], [localB, domainB]) => {
        const a = `${localA}@${domainA}`;
        const b = `${localB}@${domainB}`;
        const isGmail = (domain: string) => domain === 'gmail.com' || domain === 'googlemail.com';
        if (isGmail(domainA) || isGmail(domainB)) return true;
        // Oracle: without tags, outside Gmail, the key is the lowercased address itself.
        return (mailboxKey(a) === mailboxKey(b)) === (a.toLowerCase() === b.toLowerCase());
      }),
    );
  });
});
