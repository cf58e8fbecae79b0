import {
  getExemptionReviewEndpoint,
  getExemptionRulesEndpoint,
  saveExemptionRulesEndpoint,
  setWellExemptionEndpoint,
} from '../../../shared/contracts/exemptions';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { exemptionReview } from './exemption-review';
import { getExemptionRules } from './get-exemption-rules';
import { saveExemptionRules } from './save-exemption-rules';
import { setWellExemption } from './set-well-exemption';

/** The exemption rules, the review of what they say of each well, and the per-well flag. */
export function registerExemptionRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(getExemptionRulesEndpoint, () => getExemptionRules(db));
  route(saveExemptionRulesEndpoint, (request) =>
    saveExemptionRules(db, requireCaller(request), request.body),
  );
  route(getExemptionReviewEndpoint, (request) => exemptionReview(db, request.query));
  route(setWellExemptionEndpoint, (request) => setWellExemption(db, requireCaller(request), request.body));
}
