import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fieldIdFromLabel } from './field-id';
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
 * A text field with a list of suggestions (WAI-ARIA combobox + listbox): type to filter, arrows to
 * move, Enter to choose, Escape to close. Focus stays in the field the whole time.
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
  const listRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const isQueryLongEnough = inputValue.trim().length >= minQueryLength;
  const isExpanded = isOpen && isQueryLongEnough && !disabled;
  const activeOption = isExpanded && !isLoading ? options[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // A new list (new search results, new filter) starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new options list
  useEffect(() => setActiveIndex(-1), [options]);

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)
      ?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) setIsOpen(true);
        else if (count > 0) setActiveIndex((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) setIsOpen(true);
        else if (count > 0) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        // With the list open, Enter chooses; it must not submit the surrounding form.
        if (isExpanded) event.preventDefault();
        if (activeOption) choose(activeOption);
        break;
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          event.stopPropagation();
          setIsOpen(false);
        }
        break;
      default:
        break;
    }
  };

  let message: string | null = null;
  if (isLoading) message = loadingText;
  else if (statusText) message = statusText;
  else if (options.length === 0) message = emptyText;

  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        {label}
        {isRequiredMarked && (
          <span className="text-error" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      <div className="relative">
        {leadingIcon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
            {leadingIcon}
          </span>
        )}
        <input
          id={fieldId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, helperText)}
          value={inputValue}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            onInputChange(event.target.value);
            setIsOpen(true);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            setIsOpen(false);
            onBlur?.();
          }}
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
        <div
          hidden={!isExpanded}
          className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-control border border-slate-200 bg-white shadow-overlay"
        >
          {isExpanded && message && (
            <p className="px-3 py-2.5 text-sm text-slate-500" role="status">
              {message}
            </p>
          )}
          <div
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label="Sugerencias"
            className={clsx('max-h-64 overflow-y-auto py-1', (message || options.length === 0) && 'hidden')}
          >
            {isExpanded &&
              !isLoading &&
              !statusText &&
              options.map((option, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocused; the field points at the active one (aria-activedescendant).
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keyboard, as the combobox pattern asks.
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keeps focus in the field, so the blur does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => setActiveIndex(index)}
                  className={clsx(
                    'cursor-pointer px-3 py-2 text-sm',
                    index === activeIndex ? 'bg-primary-tint text-slate-900' : 'text-slate-700',
                  )}
                >
                  <span className="block">{option.label}</span>
                  {option.description && (
                    <span className="block text-xs text-slate-500">{option.description}</span>
                  )}
                </div>
              ))}
          </div>
        </div>
      </div>
      <FieldMessage fieldId={fieldId} error={error} helperText={helperText} />
    </div>
  );
}
