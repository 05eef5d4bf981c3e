// The two-factor feature's door: the profile's card that switches two-factor sign-in on and off.
export { TwoFactorCard } from './components/TwoFactorCard';
