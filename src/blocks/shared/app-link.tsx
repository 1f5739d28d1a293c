import type { ReactNode } from 'react';
import { Button, Link as MuiLink, type ButtonProps, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Link } from '@/generated/config-types';
import { linkKind } from './link-kind';

export { linkKind } from './link-kind';

function targetProps(link: Link) {
  const kind = linkKind(link.href);
  if (kind === 'unsafe') return null;
  if (link.newTab) return { component: 'a' as const, href: link.href, target: '_blank', rel: 'noopener noreferrer' };
  if (kind === 'internal') return { component: RouterLink, to: link.href };
  return { component: 'a' as const, href: link.href };
}

/** A config link as text. Unsafe addresses (not /, #, http(s), mailto or tel) render as plain text. */
export function AppLink({ link, children, sx, onClick }: { link: Link; children?: ReactNode; sx?: SxProps<Theme>; onClick?: () => void }) {
  const props = targetProps(link);
  if (!props) return <span>{children ?? link.label}</span>;
  return (
    <MuiLink {...props} sx={sx} onClick={onClick} underline="hover">
      {children ?? link.label}
    </MuiLink>
  );
}

/** Button colours on a brand-coloured band: white filled, or white outlined. */
const ON_BRAND = {
  contained: { backgroundColor: '#fff', color: 'primary.dark', '&:hover': { backgroundColor: '#F3F4F6' } },
  outlined: { color: '#fff', borderColor: '#fff', '&:hover': { borderColor: '#fff', backgroundColor: 'rgba(255,255,255,0.12)' } },
  text: { color: '#fff' },
} as const;

/** A link's button is a touch target of at least 44 px in height (a text button is drawn 36.5 px tall by MUI). */
const TARGET = { minHeight: 44 } as const;

/** A config link as a button: `variant` primary is filled, secondary outlined, text plain; `onBrand` for brand-coloured bands. */
export function LinkButton({ link, size, fallback = 'primary', onClick, onBrand = false }: { link: Link; size?: ButtonProps['size']; fallback?: Link['variant']; onClick?: () => void; onBrand?: boolean }) {
  const props = targetProps(link);
  const variant = ({ primary: 'contained', secondary: 'outlined', text: 'text' } as const)[link.variant ?? fallback ?? 'primary'];
  if (!props) return <Button disabled>{link.label}</Button>;
  return (
    <Button {...props} variant={variant} size={size} onClick={onClick} sx={onBrand ? { ...TARGET, ...ON_BRAND[variant] } : TARGET}>
      {link.label}
    </Button>
  );
}
