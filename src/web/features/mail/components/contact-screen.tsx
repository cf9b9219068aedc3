import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ContactMessage, ContactMessageSchema } from '../../../../contract/contact';
import { Button, Card, Input, linkClass, TextArea } from '../../../components/ui';
import { useSendContactMessage } from '../api/send-contact-message';
import { errorMessage } from '../../../lib/api-client';
import { SITE } from '../../../lib/site';
import { AboutText } from '../../../app/routes/about';
import { contactMessage } from '../messages';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** "Drop Us A Line": the spec's validation, messages shown once a field is touched. */
function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessage();
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({ resolver: zodResolver(ContactMessageSchema), mode: 'onTouched' });

  const { email } = SITE;
  // The contract's rules; their messages in the active language.
  const said = (text: string | undefined) => contactMessage(i18n, text);

  const onSubmit = async (message: ContactMessage) => {
    try {
      const res = await send.mutateAsync(message);
      setOutcome({ kind: 'success', text: res.message });
      reset();
    } catch (err) {
      setOutcome({
        kind: 'error',
        text: errorMessage(err, t`We could not send your message. Please e-mail us at ${email}.`),
      });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={t`Drop Us A Line`}>
      <h2 className="text-xl font-semibold text-stone-900">
        <Trans>Drop Us A Line</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t`Name`} autoComplete="name" {...register('name')} error={said(errors.name?.message)} />
        <Input
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={said(errors.email?.message)}
        />
        <Input
          label={t`Phone (optional)`}
          type="tel"
          autoComplete="tel"
          {...register('phone')}
          error={said(errors.phone?.message)}
        />
        <Input label={t`Subject (optional)`} {...register('subject')} error={said(errors.subject?.message)} />
      </div>
      <TextArea label={t`Message`} {...register('content')} error={said(errors.content?.message)} />
      <Button type="submit" loading={isSubmitting}>
        <Trans>Send Message</Trans>
      </Button>
      <div aria-live="polite">
        {outcome?.kind === 'success' && (
          <p className="rounded-lg bg-green-50 p-3 text-sm text-green-800">{outcome.text}</p>
        )}
        {outcome?.kind === 'error' && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {outcome.text}
          </p>
        )}
      </div>
    </form>
  );
}

export function ContactScreen() {
  return (
    <section>
      <h1 className="text-3xl font-bold text-stone-900">
        <Trans>Contact us</Trans>
      </h1>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        <Card className="md:col-span-1">
          <h2 className="text-lg font-semibold">
            <Trans>Our store</Trans>
          </h2>
          <address className="mt-2 text-stone-700 not-italic">
            {SITE.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <h2 className="mt-6 text-lg font-semibold">
            <Trans>Phone</Trans>
          </h2>
          <ul className="mt-2 space-y-1">
            {SITE.phones.map((p) => (
              <li key={p}>
                <a className={linkClass('text-brand-700')} href={`tel:${p.replace(/\s/g, '')}`}>
                  {p}
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-lg font-semibold">
            <Trans>Email</Trans>
          </h2>
          <a className={linkClass('mt-2 text-brand-700')} href={`mailto:${SITE.email}`}>
            {SITE.email}
          </a>
        </Card>
        <Card className="md:col-span-2">
          <ContactForm />
        </Card>
      </div>
      <Card className="mt-6">
        <h2 className="mb-3 text-lg font-semibold">
          <Trans>About us</Trans>
        </h2>
        <AboutText />
      </Card>
    </section>
  );
}
