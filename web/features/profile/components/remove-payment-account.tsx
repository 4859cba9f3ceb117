/**
 * SLOT: "remove payment account" (product-spec §2, POST v2.0/nagorik/cancel-agreement). The
 * profile shows it only while the player has an active agreement; the packs and payments work
 * fills this component in (a button, a confirm dialog, the call, hiding on success).
 */
export function RemovePaymentAccount({ agreementId }: { agreementId: string }) {
  return <div data-testid="remove-payment-account-slot" data-agreement={agreementId} hidden />;
}
