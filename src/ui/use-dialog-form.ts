import type { UseFormReturnType } from '@mantine/form';
import { useRefusal } from './use-refusal';

/**
 * A dialog's form (DialogForm) filled through @mantine/form: `submit` sends the checked values and closes once they
 * were taken; a refusal lands on the fields the server named or in the dialog's banner (useRefusal); `close` forgets
 * what was typed, the errors and the refusal.
 */
export function useDialogForm<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  { send, onClose }: { send: (values: Values) => Promise<unknown>; onClose: () => void },
) {
  const refusal = useRefusal(form);
  const close = () => {
    form.reset();
    refusal.clear();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    refusal.clear();
    try {
      await send(values);
      close();
    } catch (failure) {
      refusal.show(failure);
    }
  });
  return { refusal: refusal.text, close, submit };
}
