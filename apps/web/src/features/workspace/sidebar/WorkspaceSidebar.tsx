import { DetectionPanel } from '../detection/DetectionPanel';
import { FilesPanel } from '../files/FilesPanel';
import { HistoryPanel } from '../history/HistoryPanel';
import { MarksPanel } from '../marks/MarksPanel';
import { RedactionPanel } from '../redaction/RedactionPanel';
import { SearchPanel } from '../search/SearchPanel';
import { SettingsPanel } from '../settings-panel/SettingsPanel';
import { ThumbnailsPanel } from '../thumbnails/ThumbnailsPanel';
import { UserPanel } from '../user-panel/UserPanel';
import { Sidebar } from './Sidebar';

const PANELS = {
  user: <UserPanel />,
  thumbnails: <ThumbnailsPanel />,
  files: <FilesPanel />,
  detection: <DetectionPanel />,
  search: <SearchPanel />,
  redaction: <RedactionPanel />,
  settings: <SettingsPanel />,
  history: <HistoryPanel />,
  marks: <MarksPanel />,
};

/** The sidebar with every tab's panel. */
export function WorkspaceSidebar() {
  return <Sidebar panels={PANELS} />;
}
