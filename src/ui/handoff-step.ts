import { createContext } from 'react';

/** The step (its draft id) whose document fields may be filled from the phone: StepForm provides it to its FileFields. */
export const HandoffStepContext = createContext<string | undefined>(undefined);
