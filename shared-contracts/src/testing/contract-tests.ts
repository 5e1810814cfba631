// The suites every adapter of a port runs (jest globals), so a double and a real adapter agree.
export { catalogSourceContract } from '../ports/catalog-source.contract';
export { accountStoreContract, type ContractClock, type ContractStore } from '../ports/account-store.contract';
export {
  paymentGatewayContract,
  CONTRACT_PAYMENT,
  type GatewayUnderTest,
  type ShopperAnswer,
} from '../ports/payment-gateway.contract';
