import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Navigate } from "react-router-dom";
import { useSession } from "../../auth/use-auth.ts";
import { SiteFooter } from "../../site-footer/site-footer.tsx";
import { medicalRecordsWithEffects } from "./medical-records-effects.ts";
import { MedicalRecordsPanel } from "./medical-records-panel.tsx";
import { useMedicalRecords } from "./use-medical-records.ts";

function MedicalRecordsScreen() {
  const records = useMedicalRecords(useActorRef(medicalRecordsWithEffects));
  return (
    <div className="medical-page">
      <p className="form-intro">
        <Trans>Your vaccination doses and your RT-PCR or antigen results. Only health officials see them.</Trans>
      </p>
      <MedicalRecordsPanel records={records} />
      <section className="records-section danger-zone" aria-labelledby="delete-health-title">
        <h3 id="delete-health-title">
          <Trans>Delete my health information</Trans>
        </h3>
        <p>
          <Trans>This deletes your vaccination doses, test results, health declarations and attestations. It cannot be undone.</Trans>
        </p>
        <button type="button" className="button destructive" disabled={!records.canDelete} onClick={records.deleteHealthData}>
          {records.deletingHealthData ? <Trans>Deleting…</Trans> : <Trans>Delete my health information</Trans>}
        </button>
      </section>
      <SiteFooter />
    </div>
  );
}

/** /app/medical-records: the menu's way to upload results at any time ('You may upload your results via menu'). */
export function MedicalRecordsPage() {
  const { signedIn } = useSession();
  return signedIn ? <MedicalRecordsScreen /> : <Navigate to="/app" replace />;
}
