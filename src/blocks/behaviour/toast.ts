/** How a page shows a notice: the text and its kind. */
export type Toast = (message: string, variant: 'success' | 'error' | 'info') => void;
