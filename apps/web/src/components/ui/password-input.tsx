import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Input, type InputProps } from './input';

/** A password field whose content can be revealed, which cuts typos on phones. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <Input
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          className="cursor-pointer rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          aria-label={isVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          aria-pressed={isVisible}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      }
    />
  );
}
