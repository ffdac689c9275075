import { defineSettings } from '../../../shared/settings/define';
import { type ExtraField, extraFieldsSchema } from '../../../shared/registration-fields';

export const registrationFieldSettings = defineSettings({
  // public: the register form draws these fields for every visitor
  'registration.extra_fields': { schema: extraFieldsSchema, default: [] as ExtraField[], public: true },
});
