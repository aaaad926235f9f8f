import { createContext, useContext } from 'react';

/**
 * The form is shown but cannot be changed (a running campaign). Native controls are switched off
 * by the form's disabled fieldset; MUI's drop-downs are not native and read this instead.
 */
export const ReadOnlyForm = createContext(false);
export const useReadOnlyForm = () => useContext(ReadOnlyForm);
