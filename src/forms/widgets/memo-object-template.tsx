import { memo, type ReactElement } from 'react';
import { Templates } from '@rjsf/mui';
import { descriptionId, getTemplate, getUiOptions, titleId, type FieldProps, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { AfterList } from '@/forms/draw-later';
import { sameFieldProps } from './memo-schema-field';
import { FieldRowBox, FieldRows } from './field-layout';

/**
 * A field's row: drawn again only when the field would be (see `sameFieldProps`). A row below a long list that left
 * items for later as the step was shown comes with them (draw-later.tsx).
 */
const FieldRow = memo(
  function FieldRow({ content }: { content: ReactElement<FieldProps> }) {
    return (
      <AfterList>
        <FieldRowBox>{content}</FieldRowBox>
      </AfterList>
    );
  },
  (before, after) => before.content.type === after.content.type && sameFieldProps(before.content.props, after.content.props),
);

/**
 * The MUI theme's object template, with each field's row kept when its field is: a key press draws the row of the
 * field typed into, not every row of the step. Its grid and rows are plain elements with the Grid's markup
 * (field-layout.tsx). Objects with their own grid options or that can grow keep the theme's template as it is.
 */
const ObjectFieldTemplate = Templates.ObjectFieldTemplate!;

export function MemoObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, schema, title, description, required, disabled, readonly, fieldPathId, optionalDataControl, registry } = props;
  const plain = !uiSchema?.['ui:options'] && !uiSchema?.['ui:rjsfSlotProps'] && !schema.additionalProperties;
  if (!plain) return <ObjectFieldTemplate {...props} />;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  // As the theme's template: the optional object's control goes beside its title unless the object cannot change.
  const controlInTitle = !readonly && !disabled;
  return (
    <>
      {title && <TitleFieldTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} optionalDataControl={controlInTitle ? optionalDataControl : undefined} />}
      {description && <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />}
      <FieldRows>
        {!controlInTitle ? optionalDataControl : undefined}
        {properties.map((element) => (element.hidden ? element.content : <FieldRow key={element.name} content={element.content as ReactElement<FieldProps>} />))}
      </FieldRows>
    </>
  );
}
