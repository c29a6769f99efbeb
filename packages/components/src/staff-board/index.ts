// The staff order board (issue 35, item 4): sections by status, a row per order with its lines and the store's buttons.
export { StaffBoard, STAFF_BOARD_EMPTY, STAFF_STORE_LABEL, staffBoardTitle, type StaffBoardProps } from './StaffBoard.tsx';
export {
  StaffOrderRow,
  arrivalText,
  STAFF_CANCEL_LABEL,
  STAFF_REASON_LABEL,
  UNAVAILABLE_LABEL,
  type StaffOrderRowOrder,
  type StaffOrderRowProps,
} from './StaffOrderRow.tsx';
