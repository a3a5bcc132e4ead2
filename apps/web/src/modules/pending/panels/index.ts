/*
 * The to-do pieces the homes place (spec §2, §4, §6): the to-do panel, the supplier to-do button of
 * internal users, the supplier home's external system links, and the hook that opens a to-do.
 */
export { ExternalSystemLinks } from '../ExternalSystemLinks.tsx';
export { SupplierTodoButton } from '../SupplierTodoButton.tsx';
export { TODO_MORE_PATH, TodoPanel, type TodoPanelProps } from '../TodoPanel.tsx';
export { useOpenTodo } from '../useOpenTodo.tsx';
