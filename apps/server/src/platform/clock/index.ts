export { addDays, FEDERATION_TIME_ZONE, federationDate, NOW_SQL, now, setToday, TODAY_SQL, today } from './clock';
