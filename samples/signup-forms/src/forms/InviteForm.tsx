import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

import { api } from '../api/client';

const inviteSchema = z.object({
  email: z.string().email(),
  role: z.enum(['viewer', 'editor']),
  message: z.string().max(280).optional(),
});

export function InviteForm({ teamId }: { teamId: string }) {
  const { register, handleSubmit } = useForm({ resolver: zodResolver(inviteSchema) });

  return (
    <form
      onSubmit={handleSubmit((values) =>
        // @expect POST /teams/{teamId}/invites
        api.post(`/teams/${teamId}/invites`, {
          email: values.email,
          role: values.role,
          message: values.message,
        }),
      )}
    >
      <input {...register('email')} />
      <select {...register('role')} />
      <textarea {...register('message')} />
    </form>
  );
}
