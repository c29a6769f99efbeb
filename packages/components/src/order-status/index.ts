// The order's status (issue 35, item 3): the timeline, "I'm here" for curbside, the cancel confirmation.
export { OrderTimeline, ORDER_TIMELINE_TITLE, timelineTime, type OrderTimelineProps } from './OrderTimeline.tsx';
export { ImHereForm, IM_HERE_LABEL, VEHICLE_HINT, VEHICLE_LABEL, type ImHereFormProps } from './ImHereForm.tsx';
export {
  CancelOrderDialog,
  CANCEL_DIALOG_TEXT,
  CANCEL_DIALOG_TITLE,
  CONFIRM_CANCEL_LABEL,
  KEEP_ORDER_LABEL,
  type CancelOrderDialogProps,
} from './CancelOrderDialog.tsx';
export { OrderStatusPanel, arrivedMessage, type OrderStatusPanelProps } from './OrderStatusPanel.tsx';
