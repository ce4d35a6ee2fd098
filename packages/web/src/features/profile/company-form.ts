import { z } from 'zod';
import { LEGAL_FORM_LABELS, LEGAL_FORMS, type LegalForm } from '@fura/domain/legal-forms';
import { COMPANY_MESSAGES, ZCompanySaveRequest, type TOwnCompany } from '@fura/domain/company-schemas';

/** The legal form select: ООО, ИП, Самозанятый, Физлицо. */
export const LEGAL_FORM_OPTIONS = LEGAL_FORMS.map((form) => ({
  value: form,
  label: LEGAL_FORM_LABELS[form],
}));

/**
 * The form: the legal form empty until chosen, then the domain's own rule of the call (ZCompanySaveRequest: the INN's
 * length for the form and its check digits), its messages tied to the fields.
 */
export const ZCompanyForm = z
  .object({
    legalForm: z.union([z.enum(LEGAL_FORMS), z.literal('')]),
    inn: z.string(),
  })
  .superRefine((value, context) => {
    if (value.legalForm === '') {
      context.addIssue({ code: 'custom', message: COMPANY_MESSAGES.legalForm, path: ['legalForm'] });
      return;
    }
    const parsed = ZCompanySaveRequest.safeParse(value);
    for (const issue of parsed.error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
    }
  });
export type CompanyFormValues = z.infer<typeof ZCompanyForm>;

export function companyFormValues(company: TOwnCompany | null | undefined): CompanyFormValues {
  return company ? { legalForm: company.legalForm, inn: company.inn } : { legalForm: '', inn: '' };
}

/** The form's chosen legal form, once valid. */
export function chosenForm(values: CompanyFormValues): LegalForm | null {
  return values.legalForm === '' ? null : values.legalForm;
}

/** The server's `param` → the form's field. */
export const COMPANY_SERVER_FIELDS = { legalForm: 'legalForm', inn: 'inn' } as const;
