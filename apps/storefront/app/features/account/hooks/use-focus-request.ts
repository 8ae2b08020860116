/** The form kit's focus request (components/form). */
export { useFocusRequest } from '../../../components/form/use-focus-request.ts';
