import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { markFieldErrors } from './form-field-errors';

type Values = { name: string; estimatedYears: string };

const refused = new ApiError({
  status: 400,
  code: 'VALIDATION_ERROR',
  details: [
    { field: 'name', message: 'El nombre es obligatorio' },
    { field: 'estimatedAge', message: 'Edad no válida' },
    { field: 'unknown', message: 'Otro' },
  ],
});

describe('markFieldErrors', () => {
  it("puts each message under the form's own field, renamed where the form shows it elsewhere", () => {
    const setError = vi.fn();
    const isMarked = markFieldErrors<Values>(refused, setError, {
      isField: (name) => name === 'name' || name === 'estimatedYears',
      renamed: { estimatedAge: 'estimatedYears' },
    });
    expect(isMarked).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { message: 'El nombre es obligatorio' }],
      ['estimatedYears', { message: 'Edad no válida' }],
    ]);
  });

  it('marks nothing for a failure that names no field, or is not an API error', () => {
    const setError = vi.fn();
    expect(markFieldErrors<Values>(new ApiError({ status: 500, code: 'INTERNAL_ERROR' }), setError)).toBe(
      false,
    );
    expect(markFieldErrors<Values>(new Error('boom'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
