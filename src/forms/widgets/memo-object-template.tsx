import { memo, type ReactElement } from 'react';
import Grid from '@mui/material/Grid';
import { Templates } from '@rjsf/mui';
import type { FieldProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { AfterList } from '@/forms/draw-later';
import { sameFieldProps } from './memo-schema-field';

/**
 * A field's row: drawn again only when the field would be (see `sameFieldProps`). A row below a long list that left
 * items for later as the step was shown comes with them (draw-later.tsx).
 */
const FieldRow = memo(
  function FieldRow({ content }: { content: ReactElement<FieldProps> }) {
    return (
      <AfterList>
        <Grid size={{ xs: 12 }} sx={{ mb: 1.25 }}>
          {content}
        </Grid>
      </AfterList>
    );
  },
  (before, after) => before.content.type === after.content.type && sameFieldProps(before.content.props, after.content.props),
);

/**
 * The MUI theme's object template, with each field's row kept when its field is: a key press draws the row of the
 * field typed into, not every row of the step. Objects with their own grid options or that can grow keep the
 * theme's template as it is.
 */
const ObjectFieldTemplate = Templates.ObjectFieldTemplate!;

export function MemoObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, schema } = props;
  const plain = !uiSchema?.['ui:options'] && !uiSchema?.['ui:rjsfSlotProps'] && !schema.additionalProperties;
  if (!plain) return <ObjectFieldTemplate {...props} />;
  const rows = properties.map((element) => ({ ...element, content: element.hidden ? element.content : <FieldRow key={element.name} content={element.content as ReactElement<FieldProps>} /> }));
  return <ObjectFieldTemplate {...props} properties={rows.map((row) => ({ ...row, hidden: true }))} />;
}
