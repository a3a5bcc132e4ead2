export { FormModal, type FormModalProps } from './FormModal.tsx';
