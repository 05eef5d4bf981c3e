// The audit feature's door for other features: the user's own last sign-ins, for the profile page
// (which loads the `audit` texts with it: withNamespaces(…, ['audit'])).
export { MySignIns } from './components/MySignIns';
