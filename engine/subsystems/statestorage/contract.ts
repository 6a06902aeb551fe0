/**
 * What StateStorage exports to other subsystems (declared in their descriptors' `uses`): the
 * embeddable tablet election and its messages (a SchemeShard is a StateStorage-elected tablet), the
 * local resolver clients find a tablet through, and the tablet id schema of commands.
 */
export {
  commitStep,
  ELECTION_INBOX,
  electionReceive,
  isElectionMessage,
  startElection,
  stopElection,
  type ElectionState,
} from './election.ts';
export type { ElectionMessage, StateStorageMessage } from './messages.ts';
export { localResolver } from './names.ts';
export { tabletIdSchema } from './commands.ts';
/** Bridge mode: where a tablet may run, and the Bootstrapper walk that hands a launch over. */
export {
  bridgeBootRefusal,
  bridgePilesChanged,
  handOffRefusedBoot,
  handOverOnSwitchover,
  tabletPileRole,
} from './bridge-boot.ts';
