import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AppToaster } from '@/components/toast/AppToaster';
import { notify } from '@/components/toast/notify';

function ToastDemo() {
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          notify('Inscrição confirmada', 'success', { description: 'Você receberá nossas novidades por e-mail.' })
        }
      >
        Mostrar aviso de sucesso
      </button>{' '}
      <button
        type="button"
        onClick={() => notify('Não foi possível enviar', 'error', { description: 'Tente novamente em instantes.' })}
      >
        Mostrar aviso de erro
      </button>
      <AppToaster />
    </div>
  );
}

const meta = { title: 'App shell/Toasts', component: ToastDemo } satisfies Meta<typeof ToastDemo>;
export default meta;
export const Toasts: StoryObj<typeof meta> = {};
