import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Feedback } from '../../components/feedback-alert';
import { PageHeader } from '../../components/page-header';
import type { CarriedFeedback } from './use-carried-feedback';
import { WellForm } from './well-form';

/** /well/create (staff): a saved well moves to its edit route, which says it was created. */
export default function WellCreatePage() {
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  return (
    <>
      <PageHeader title="New Well" />
      <WellForm
        feedback={feedback}
        onFeedback={setFeedback}
        onCreated={(result) => {
          const state: CarriedFeedback = { feedback: { severity: 'success', message: result.message } };
          void navigate(`/well/edit/${result.id}`, { replace: true, state });
        }}
      />
    </>
  );
}
