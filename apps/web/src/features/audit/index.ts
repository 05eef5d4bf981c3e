// The audit feature's door for other features: the user's own last sign-ins for the profile page,
// and the sign-in table for the users page (both load the `audit` texts with them:
// withNamespaces(…, ['audit'])).
export { MySignIns } from './components/MySignIns';
export { SignInTable } from './components/SignInTable';
