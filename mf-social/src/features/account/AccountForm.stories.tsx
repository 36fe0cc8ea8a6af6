import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { AccountFormView } from './AccountForm';
import type { AccountForm } from './validate';

const meta: Meta = {
  title: 'Social/AccountForm',
};
export default meta;
type Story = StoryObj;

function Form() {
  const [form, setForm] = useState<AccountForm>({
    name: 'Linh Tran',
    email: 'linh@example.com',
    password: '',
    currentPassword: '',
    location: 'Da Nang',
    website: 'https://linh.dev',
  });
  return (
    <AccountFormView
      form={form}
      onChange={(p) => setForm((f) => ({ ...f, ...p }))}
      avatarUrl={null}
      onAvatar={() => {}}
      emailVerified={false}
      onResendVerification={() => {}}
      saving={false}
      error={null}
      success={null}
      onSubmit={() => {}}
      onCancel={() => {}}
    />
  );
}
export const AccountFormStory: Story = { name: 'Account form', render: () => <Form /> };
