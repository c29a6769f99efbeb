// The store details block (issue 35): hours with today marked, special hours, contact, delivery terms, licence.
export { StoreDetails, type StoreDetailsProps, type StoreDetailsRetailer } from './StoreDetails.tsx';
