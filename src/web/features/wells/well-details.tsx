import { ACCESS, hasAccess, isStaff } from '../../../shared/rules/access';
import { useSession } from '../../lib/session';
import { OwnerWellView } from './owner-well-view';
import { useCarriedFeedback } from './use-carried-feedback';
import { WellForm } from './well-form';
import { WellLoader } from './well-loader';

/**
 * A stored well: staff get the whole form, owner managers the owner's fields, users below 40 a
 * read-only view. After every save the well is fetched again and the form starts from the stored
 * values (the key), while the alert lives here and survives that.
 */
export function WellDetails({ backPath }: { backPath: string }) {
  const accessLevel = useSession()?.accessLevel ?? 0;
  const [feedback, setFeedback] = useCarriedFeedback();
  return (
    <WellLoader backPath={backPath}>
      {(well, version) =>
        isStaff(accessLevel) ? (
          <WellForm key={version} well={well} feedback={feedback} onFeedback={setFeedback} />
        ) : (
          <OwnerWellView
            key={version}
            well={well}
            canEdit={hasAccess(accessLevel, ACCESS.clientManager)}
            feedback={feedback}
            onFeedback={setFeedback}
          />
        )
      }
    </WellLoader>
  );
}
