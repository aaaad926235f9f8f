import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { styled } from '@mui/material/styles';
import { outlinedFieldBox } from './plainControls';

/**
 * MUI's outlined TextField (medium, full width, margin "normal") as plain elements, for the
 * sign-in forms on the public pages' first screens: FormControl, InputLabel, OutlinedInput,
 * InputBase and FormHelperText cost those screens 8.5 KB gzip. The label floats by CSS alone: on
 * focus, once the box holds text (`:placeholder-shown` with a blank placeholder) or is autofilled.
 */
const Field = styled('div')(({ theme: t }) => {
  // One rule per state: a browser drops a whole selector list for one part it does not know.
  const floated = (then: string, style: object) =>
    Object.fromEntries(
      [':focus', ':not(:placeholder-shown)', ':-webkit-autofill'].map((state) => [
        `& input${state} ~ ${then}`,
        style,
      ]),
    );
  const easing = { duration: t.transitions.duration.shorter, easing: t.transitions.easing.easeOut };
  return {
    // FormControl's box: an inline flex column, so its margins do not collapse into the form's.
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    width: '100%',
    minWidth: 0,
    verticalAlign: 'top',
    margin: '16px 0 8px',
    '& .plain-field-box': {
      ...t.typography.body1,
      lineHeight: '1.4375em',
      display: 'flex',
      alignItems: 'center',
      position: 'relative',
      borderRadius: t.shape.borderRadius,
      color: t.palette.text.primary,
    },
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      display: 'block',
      boxSizing: 'content-box',
      width: '100%',
      minWidth: 0,
      height: '1.4375em',
      margin: 0,
      padding: '16.5px 14px',
      border: 0,
      background: 'none',
      outline: 0,
      // The blank placeholder only tells CSS that the box is empty; it must not show.
      '&::placeholder': { opacity: 0 },
    },
    '& label': {
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      maxWidth: 'calc(100% - 24px)',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      lineHeight: '1.4375em',
      color: t.palette.text.secondary,
      transformOrigin: 'top left',
      transform: 'translate(14px, 16px) scale(1)',
      pointerEvents: 'none',
      transition: t.transitions.create(['color', 'transform', 'max-width'], easing),
    },
    '& fieldset': {
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: outlinedFieldBox(t).border,
      overflow: 'hidden',
      minWidth: '0%',
    },
    // The notch: an invisible copy of the label that opens a gap in the border once it floats.
    '& legend': {
      float: 'unset',
      width: 'auto',
      display: 'block',
      overflow: 'hidden',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      whiteSpace: 'nowrap',
      transition: t.transitions.create('max-width', { duration: 50, easing: t.transitions.easing.easeOut }),
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    ...floated('label', { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' }),
    ...floated('fieldset > legend', {
      maxWidth: '100%',
      transition: t.transitions.create('max-width', {
        duration: 100,
        easing: t.transitions.easing.easeOut,
        delay: 50,
      }),
    }),
    // Hover, then focus, then error win in that order (as in MUI's OutlinedInput).
    '& .plain-field-box:hover fieldset': { borderColor: t.palette.text.primary },
    '& .plain-field-box input:focus ~ label': { color: t.palette.primary.main },
    '& .plain-field-box input:focus ~ fieldset': { borderColor: t.palette.primary.main, borderWidth: 2 },
    '&.error .plain-field-box input ~ label, &.error p': { color: t.palette.error.main },
    '&.error .plain-field-box input ~ fieldset': { borderColor: t.palette.error.main },
    '& p': {
      ...t.typography.caption,
      color: t.palette.text.secondary,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
  };
});

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'autoFocus' | 'name' | 'onBlur'
>;

/** An outlined text field with a floating label; `message` is the helper or, with `error`, the error. */
export function PlainTextField({
  label,
  value,
  onChange,
  inputRef,
  required,
  error,
  message,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  error?: boolean;
  message?: string;
}) {
  const id = useId();
  // The notch is as wide as the floated label (MUI's TextField draws it with a thin space too).
  const notch = required ? `${label}\u2009*` : label;
  return (
    <Field className={error ? 'error' : undefined}>
      <div className="plain-field-box">
        <input
          {...input}
          id={id}
          ref={inputRef}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder=" "
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={message ? `${id}-helper` : undefined}
        />
        <label htmlFor={id}>
          {label}
          {required && <span aria-hidden>{'\u2009*'}</span>}
        </label>
        <fieldset aria-hidden>
          <legend>
            <span>{notch}</span>
          </legend>
        </fieldset>
      </div>
      {message && <p id={`${id}-helper`}>{message}</p>}
    </Field>
  );
}
