import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { ConfigError } from '../../scripts/config/problems';
import { actionsOn, FORM_ACTIONS, type ActionEvent } from '../../src/forms/action-registry';
import { IMPLEMENTED_ACTIONS } from '../../src/forms/actions';
import { LEAVE_ACTIONS } from '../../src/services/send-runner';
import { SEND_TRANSFORMS } from '../../src/domain/send-transforms';
import formParts from '../../schemas/config/form-parts.schema.json';
import enums from '../../schemas/config/generated-enums.schema.json';
import sendPlan from '../../schemas/config/send-plan.schema.json';

/**
 * `npm run check` refuses a send plan that names a field, file field, hook, message or file kind that does not
 * exist, an action on a step event it cannot run on, or a retry with no message saying how many files failed. The `send-plan` fixture makes each mistake once.
 */
const here = fileURLToPath(new URL('.', import.meta.url));

describe('send plans', () => {
  it('reports every broken name of a plan with its position and the fix', { timeout: 30_000 }, async () => {
    const error = await buildConfig(join(here, 'send-plan'), { emit: false }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      [
        `The config has 10 problems.`,
        ``,
        `Bad values:`,
        `  config/forms/request.yaml:29:7  submit.files[0]: "failMessage" is missing. Add "failMessage:" here.`,
        `  config/forms/request.yaml:37:13  submit.files[1].kind: "certificate" is not allowed; use one of: logo, gallery, accreditation. Use one of the file kinds listed in the message.`,
        ``,
        `Broken references:`,
        `  config/forms/request.yaml:15:21  steps[0].fields[0].onChange[0].action: the action "upload-files" runs on leaving a step (onLeave), not on a field change (onChange). Move it under onLeave, or use an action made for onChange.`,
        `  config/forms/request.yaml:21:18  steps[0].onLeave[0].fields[0]: "gallery" is not a file field of submit.files. Declare it under submit.files or use one of: logo, accreditationImages.`,
        `  config/forms/request.yaml:22:29  steps[0].onLeave[0].toasts.uploaded: there is no message called "galleryDone". Add it under messages: or use one of: uploadFailed, submitFailed.`,
        `  config/forms/request.yaml:24:15  steps[0].onLeave[1].hook: no hook is called "basics". Use one of: main, logo, gallery, business-basics, media-logo, media-gallery, unsubscribe, contact, domain-selection, feedback.`,
        `  config/forms/request.yaml:26:22  steps[0].onLeave[1].payload.firstName: schemas/forms/request.schema.json has no field "businessBasics.fristName". Use a field of schemas/forms/request.schema.json.`,
        `  config/forms/request.yaml:35:20  submit.files[0].announce.payload.logoUrl: "photo" is not a file field of submit.files. Declare it under submit.files or use one of: logo, accreditationImages.`,
        `  config/forms/request.yaml:43:21  submit.send.payload.urls.each: "gallery" is not a file field of submit.files. Declare it under submit.files or use one of: logo, accreditationImages.`,
        `  config/forms/request.yaml:45:15  submit.notSent.logoFile: schemas/forms/request.schema.json has no field "logoFile". Use a field of schemas/forms/request.schema.json.`,
      ].join('\n'),
    );
  });
});

describe('the action registry', () => {
  it('the actions the YAML may name are exactly the registered ones, each implemented where its event runs', () => {
    // The YAML schema takes its list from the generated enums, which the build writes from the table.
    expect(formParts.definitions.FormAction.properties.action.allOf[0].$ref).toBe('generated-enums.schema.json#/definitions/formAction');
    expect([...enums.definitions.formAction.enum].sort()).toEqual(Object.keys(FORM_ACTIONS).sort());
    const byEvent = (event: ActionEvent) => actionsOn(event).sort();
    expect([...IMPLEMENTED_ACTIONS.onChange].sort()).toEqual(byEvent('onChange'));
    expect([...IMPLEMENTED_ACTIONS.onEnter].sort()).toEqual(byEvent('onEnter'));
    expect([...LEAVE_ACTIONS].sort()).toEqual(byEvent('onLeave'));
  });

  it('the transforms a plan may name are exactly the implemented ones', () => {
    expect(sendPlan.properties.transforms.items.$ref).toBe('#/definitions/Transform');
    const transform = sendPlan.definitions.Transform;
    expect([...transform.properties.name.enum].sort()).toEqual(Object.keys(SEND_TRANSFORMS).sort());
    // Every option a transform takes is described to editors.
    const options = Object.values(SEND_TRANSFORMS).flatMap((t) => Object.keys(t.options.properties));
    expect(Object.keys(transform.properties).filter((k) => k !== 'name').sort()).toEqual([...new Set(options)].sort());
  });
});
