// The passkeys feature's door: the profile's card that registers and removes the own passkeys.
export { PasskeysCard } from './components/PasskeysCard';
