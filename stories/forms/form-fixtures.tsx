import type { FieldSpec } from '@/features/forms/SubmissionForm';
import type { FormState } from '@/features/forms/model/form-state';

/** A stand-in for the server action: answers as the server would, after a short wait. */
export function fakeAction(outcome: NonNullable<FormState['outcome']>) {
  return async (_state: FormState, data: FormData): Promise<FormState> => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const values =
      outcome.kind === 'stored'
        ? {}
        : Object.fromEntries([...data.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
    return { outcome, values, answeredAt: Date.now() };
  };
}

const consent: FieldSpec = {
  name: 'consent',
  type: 'checkbox',
  required: true,
  wide: true,
  label: (
    <>
      Li e concordo com a <a href="#politica">Política de Privacidade</a>.
    </>
  ),
};

export const newsletterFields: FieldSpec[] = [
  { name: 'name', label: 'Nome', type: 'text', required: true, autoComplete: 'given-name' },
  { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
  consent,
];

export const contactFields: FieldSpec[] = [
  { name: 'name', label: 'Nome', type: 'text', required: true },
  { name: 'surname', label: 'Sobrenome', type: 'text', required: true },
  { name: 'email', label: 'E-mail', type: 'email', required: true },
  { name: 'phone', label: 'Telefone', type: 'tel', hint: 'Com DDD, por exemplo (31) 99999-0000' },
  {
    name: 'category',
    label: 'Categoria',
    type: 'select',
    required: true,
    options: [
      { value: 'duvida', label: 'Dúvida' },
      { value: 'achados', label: 'Achados e perdidos' },
    ],
  },
  { name: 'subject', label: 'Assunto', type: 'text', required: true },
  { name: 'message', label: 'Mensagem', type: 'textarea', required: true, wide: true },
  consent,
];

export const jobFields: FieldSpec[] = [
  {
    name: 'opening',
    label: 'Vaga',
    type: 'select',
    required: true,
    wide: true,
    options: [{ value: 'vaga-natal', label: 'Vendedor(a) temporário(a) de Natal · Aconchego Decor' }],
  },
  { name: 'name', label: 'Nome', type: 'text', required: true },
  { name: 'surname', label: 'Sobrenome', type: 'text', required: true },
  { name: 'email', label: 'E-mail', type: 'email', required: true },
  { name: 'phone', label: 'Telefone', type: 'tel', required: true },
  { name: 'cpf', label: 'CPF', type: 'cpf', required: true },
  { name: 'resume', label: 'Currículo', type: 'file', required: true, hint: 'PDF ou DOCX, até 5 MB' },
  { name: 'message', label: 'Mensagem', type: 'textarea', wide: true },
  consent,
];
