// Support tickets and chats with the store (issue 13, item 3): the list of threads and one thread.
export { ThreadList, type ThreadListProps } from './ThreadList.tsx';
export { ThreadView, type ThreadViewProps } from './ThreadView.tsx';
