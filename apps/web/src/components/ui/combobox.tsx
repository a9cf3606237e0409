import { clsx } from 'clsx';
import { useCombobox } from 'downshift';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { fieldIdFromLabel } from './field-id';
import { FieldLabel } from './field-label';
import { describedBy, FieldMessage } from './field-message';
import { fieldBorderClasses, inputClasses } from './input';
import { Spinner } from './spinner';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter line (an offset, a city…). */
  description?: string | undefined;
}

interface ComboboxProps {
  label: string;
  /** The text in the field; the parent owns it so it can search with it. */
  inputValue: string;
  onInputChange: (value: string) => void;
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  onBlur?: () => void;
  isLoading?: boolean;
  loadingText?: string;
  /** Shown in the popup when nothing matches. */
  emptyText?: string;
  /** Replaces the list with a message (a failed search, "type 3 characters"). */
  statusText?: string | undefined;
  /** Opens only once the text is this long (a remote search). */
  minQueryLength?: number;
  error?: string | undefined;
  helperText?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
  isRequiredMarked?: boolean;
  id?: string;
  name?: string;
  leadingIcon?: ReactNode;
  className?: string;
}

/**
 * A text field with a list of suggestions: the WAI-ARIA combobox pattern as `downshift` implements it
 * (docs/decisions: combobox). Type to filter, arrows to move, Enter to choose, Escape to close; focus
 * stays in the field the whole time.
 */
export function Combobox({
  label,
  inputValue,
  onInputChange,
  options,
  onSelect,
  onBlur,
  isLoading = false,
  loadingText = 'Buscando...',
  emptyText = 'Sin resultados',
  statusText,
  minQueryLength = 0,
  error,
  helperText,
  placeholder,
  disabled,
  isRequiredMarked,
  id,
  name,
  leadingIcon,
  className,
}: ComboboxProps) {
  const fieldId = id ?? fieldIdFromLabel(label);
  const listboxId = `${useId()}-listbox`;

  let message: string | null = null;
  if (isLoading) message = loadingText;
  else if (statusText) message = statusText;
  else if (options.length === 0) message = emptyText;
  // While a message stands in for the list, there is nothing to move through or choose.
  const items: ComboboxOption[] = message ? [] : [...options];

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useSuggestions({ items, inputValue, fieldId, listboxId, onInputChange, onSelect });

  const isExpanded = isOpen && inputValue.trim().length >= minQueryLength && !disabled;

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isExpanded) return;
    // With the list open, Enter chooses and must not submit the surrounding form; Escape closes the
    // list, not the dialog around it.
    if (event.key === 'Enter') event.preventDefault();
    if (event.key === 'Escape') event.stopPropagation();
  };

  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel {...getLabelProps()} htmlFor={fieldId} label={label} isRequiredMarked={isRequiredMarked} />
      <div className="relative">
        {leadingIcon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
            {leadingIcon}
          </span>
        )}
        <input
          {...getInputProps({
            name,
            type: 'text',
            autoComplete: 'off',
            placeholder,
            disabled,
            onKeyDown: handleKeyDown,
            onBlur: () => onBlur?.(),
            'aria-expanded': isExpanded,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy(fieldId, error, helperText),
          })}
          className={clsx(
            inputClasses,
            fieldBorderClasses(Boolean(error)),
            leadingIcon ? 'pl-9' : undefined,
            isLoading ? 'pr-9' : undefined,
          )}
        />
        {isLoading && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-400">
            <Spinner className="size-4" />
          </span>
        )}
        {/* Always in the DOM, so the field's aria-controls names an element that exists. */}
        <ComboboxPopup
          isExpanded={isExpanded}
          message={message}
          items={items}
          highlightedIndex={highlightedIndex}
          getMenuProps={getMenuProps}
          getItemProps={getItemProps}
        />
      </div>
      <FieldMessage fieldId={fieldId} error={error} helperText={helperText} />
    </div>
  );
}

type Downshift = ReturnType<typeof useCombobox<ComboboxOption>>;

interface ComboboxPopupProps extends Pick<Downshift, 'highlightedIndex' | 'getMenuProps' | 'getItemProps'> {
  isExpanded: boolean;
  /** Loading, a status or 'no results': stands in for the list. */
  message: string | null;
  items: readonly ComboboxOption[];
}

/** The suggestions under the field, or the message that stands in for them. */
function ComboboxPopup({
  isExpanded,
  message,
  items,
  highlightedIndex,
  getMenuProps,
  getItemProps,
}: ComboboxPopupProps) {
  return (
    <div
      hidden={!isExpanded}
      className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-control border border-slate-200 bg-white shadow-overlay"
    >
      {isExpanded && message && (
        <p className="px-3 py-2.5 text-sm text-slate-500" role="status">
          {message}
        </p>
      )}
      <ul
        {...getMenuProps({ 'aria-label': 'Sugerencias' })}
        className={clsx('max-h-64 overflow-y-auto py-1', (!isExpanded || items.length === 0) && 'hidden')}
      >
        {isExpanded &&
          items.map((option, index) => (
            <li
              key={option.value}
              {...getItemProps({ item: option, index })}
              className={clsx(
                'cursor-pointer px-3 py-2 text-sm',
                index === highlightedIndex ? 'bg-primary-tint text-slate-900' : 'text-slate-700',
              )}
            >
              <span className="block">{option.label}</span>
              {option.description && (
                <span className="block text-xs text-slate-500">{option.description}</span>
              )}
            </li>
          ))}
      </ul>
    </div>
  );
}

interface SuggestionsInput {
  items: ComboboxOption[];
  inputValue: string;
  fieldId: string;
  listboxId: string;
  onInputChange: (value: string) => void;
  onSelect: (option: ComboboxOption) => void;
}

/** downshift's combobox, told that typing belongs to the parent and nothing stays selected. */
function useSuggestions({
  items,
  inputValue,
  fieldId,
  listboxId,
  onInputChange,
  onSelect,
}: SuggestionsInput) {
  return useCombobox<ComboboxOption>({
    items,
    inputValue,
    // Never "selected": the parent decides what the field shows once an option is chosen.
    selectedItem: null,
    inputId: fieldId,
    menuId: listboxId,
    itemToString: (option) => option?.label ?? '',
    onInputValueChange: ({ inputValue: typed, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onInputChange(typed);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
    stateReducer: (state, { type, changes }) => {
      // Leaving the field closes the list without choosing whatever the pointer last rested on.
      if (type === useCombobox.stateChangeTypes.InputBlur) {
        return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
      }
      return changes;
    },
  });
}
