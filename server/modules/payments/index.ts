// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { type ProviderPayment, setPaymentGateway } from './gateway';
export { adapterFor, cancelAgreementAtProvider, cancelSubscriptionAtProvider } from './provider';
export { verifyCallback } from './signing';
