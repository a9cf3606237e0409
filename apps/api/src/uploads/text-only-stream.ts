import { Transform } from 'node:stream';
import { looksLikeText } from '@citavet/domain/clients/csv-text';

/** The error code of a file whose first bytes are not text (a binary renamed .csv). */
export const NOT_TEXT = 'CITAVET_NOT_TEXT';

/** Passes the file through once its first bytes read as text (looksLikeText), else fails it. */
export function textOnly(): Transform {
  let isChecked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!isChecked) {
        isChecked = true;
        if (!looksLikeText(chunk)) {
          callback(Object.assign(new Error('not a text file'), { code: NOT_TEXT }));
          return;
        }
      }
      callback(null, chunk);
    },
  });
}
