import { Box, Button, Typography } from '@mui/material';
import type { RegistrarsConfig, RegistrarStepsBlock as RegistrarStepsConfig } from '@/generated/config-types';
import { interpolate } from '@/domain/text-template';
import type { BlockProps } from './block-props';
import { chooseRegistrar } from './shared/registrar-choice';
import { Actions, Section } from './shared/section';
import { useQuery } from './shared/use-query';
import { site } from '@/generated/config';

export { chooseRegistrar, type RegistrarChoice } from './shared/registrar-choice';

/** What a page that is not hydrated needs to choose the registrar itself: the block's settings and the registrars. */
export interface RegistrarStepsState {
  params: { registrar: string; domain: string; login: string };
  texts: { title?: string; intro?: string; loginLabel: string; domainFallback: string };
  registrars: RegistrarsConfig;
}

/** `<` as \u003c, so the JSON can sit in a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Numbered nameserver steps for the registrar named in the address (config/registrars.yaml), with a login
 * button. The block carries its settings and the registrars as JSON (`data-registrar-state`), and always draws
 * the login text and button (hidden when not used), so the content pages' script can make the same choice.
 */
export function RegistrarStepsBlock({ block, data, first }: BlockProps<RegistrarStepsConfig>) {
  const query = useQuery();
  const registrars = data[block.source] as RegistrarsConfig | undefined;
  if (!registrars) return null;
  const state: RegistrarStepsState = {
    params: { registrar: block.param ?? 'registrar', domain: block.domainParam ?? 'domain', login: block.loginParam ?? 'domainRegistrarLogin' },
    texts: { title: block.title, intro: block.intro, loginLabel: block.loginLabel ?? site.words.blocks.registrarLogin, domainFallback: block.domainFallback ?? site.words.blocks.registrarDomain },
    registrars,
  };
  const choice = chooseRegistrar(registrars, query.get(state.params.registrar), query.get(state.params.domain), query.get(state.params.login));
  const values = { registrar: choice.name, domain: choice.domain ?? state.texts.domainFallback };
  const fill = (text: string) => interpolate(text, values);
  return (
    <Section first={first} id={block.id} title={block.title && <span data-registrar-title>{fill(block.title)}</span>} intro={block.intro && <span data-registrar-intro>{fill(block.intro)}</span>}>
      <Box data-registrar={choice.id ?? 'general'} sx={{ maxWidth: 820, mx: 'auto' }}>
        <script type="application/json" data-registrar-state dangerouslySetInnerHTML={{ __html: scriptJson(state) }} />
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1.5, pl: 0.5 } }}>
          {choice.steps.map((step, i) => (
            <li key={i}><Typography>{fill(step)}</Typography></li>
          ))}
        </Box>
        <Typography data-login-text hidden={!choice.loginText} sx={{ mt: 2, wordBreak: 'break-all', '&[hidden]': { display: 'none' } }}>
          {block.loginTextLabel ?? site.words.blocks.registrarLoginText}: <span data-login-value>{choice.loginText}</span>
        </Typography>
        <Box data-login-link hidden={!choice.loginHref} sx={{ '&[hidden]': { display: 'none' } }}>
          <Actions align="left">
            {/* Without an address this is no link (no href): the content pages' script gives it one when the address names a registrar. */}
            <Button component="a" variant="contained" href={choice.loginHref ?? undefined} target="_blank" rel="noopener noreferrer">
              {fill(state.texts.loginLabel)}
            </Button>
          </Actions>
        </Box>
      </Box>
    </Section>
  );
}
