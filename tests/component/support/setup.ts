/**
 * Set up before each component file (vitest.config.ts). The files share one page, one after another, so each must
 * find it as a page of its own would be: React's developer hook is in place before any file loads React (React
 * looks for it only as it starts), and a form a file left mounted is unmounted once the file is done, so the next
 * file's queries never find it.
 */
import './react-commits';
import { afterAll } from 'vitest';
import { unmountLeftForm } from './mount';

afterAll(() => unmountLeftForm());
