import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { SIDEBAR_EVENTS } from '../use-workspace-actions';
import {
  clampWidth,
  keyboardResize,
  sidebarPosition,
  swipeAction,
  widthRange,
} from './sidebar-layout';
import { loadSidebar, SIDEBAR_STORAGE_KEYS, useSidebarStore } from './sidebar-store';
import { Sidebar } from './Sidebar';

vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: { id: 'u1' } }) }));

describe('sidebar layout', () => {
  it('sits on the left from 1024 px and at the bottom under it', () => {
    expect(sidebarPosition(1024)).toBe('left');
    expect(sidebarPosition(1023)).toBe('bottom');
  });

  it('keeps the width inside the responsive range of the screen', () => {
    expect(widthRange(480)).toEqual({ min: 260, max: 300 });
    expect(widthRange(700)).toEqual({ min: 280, max: 350 });
    expect(widthRange(1024)).toEqual({ min: 280, max: 400 });
    expect(widthRange(1440)).toEqual({ min: 280, max: 600 });
    expect(clampWidth(900, 1440)).toBe(600);
    expect(clampWidth(100, 1440)).toBe(280);
  });

  it('resizes by 5 px with the arrows and 20 px with Shift, within the limits', () => {
    expect(keyboardResize(400, 'ArrowRight', false, 1440)).toBe(405);
    expect(keyboardResize(400, 'ArrowLeft', true, 1440)).toBe(380);
    expect(keyboardResize(595, 'ArrowRight', true, 1440)).toBe(600);
    expect(keyboardResize(400, 'Home', false, 1440)).toBe(280);
    expect(keyboardResize(400, 'a', false, 1440)).toBeNull();
  });

  it('collapses on a swipe of more than 100 px down and expands on more than 50 px up', () => {
    expect(swipeAction(101, 'bottom', 768)).toBe('collapse');
    expect(swipeAction(100, 'bottom', 768)).toBeNull();
    expect(swipeAction(-51, 'bottom', 768)).toBe('expand');
    expect(swipeAction(-50, 'bottom', 768)).toBeNull();
    expect(swipeAction(200, 'bottom', 769)).toBeNull();
    expect(swipeAction(200, 'left', 600)).toBeNull();
  });
});

describe('sidebar store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSidebarStore.setState(loadSidebar(1440));
  });

  it('starts on thumbnails, expanded at 400 px, and collapsed under 768 px', () => {
    expect(loadSidebar(1440)).toEqual({ tab: 'thumbnails', collapsed: false, width: 400 });
    expect(loadSidebar(767).collapsed).toBe(true);
  });

  it('ignores stored values that make no sense', () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEYS.tab, 'nonsense');
    localStorage.setItem(SIDEBAR_STORAGE_KEYS.width, 'wide');
    expect(loadSidebar(1440)).toMatchObject({ tab: 'thumbnails', width: 400 });
  });

  it('stores the tab, the collapsed flag and widths above 50 only while expanded', () => {
    const store = useSidebarStore.getState();
    store.activate('history');
    store.setWidth(450);
    expect(loadSidebar(1440)).toEqual({ tab: 'history', collapsed: false, width: 450 });
    store.setWidth(40);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.width)).toBe('450');
    store.toggle();
    store.setWidth(500);
    expect(loadSidebar(1440)).toEqual({ tab: 'history', collapsed: true, width: 450 });
  });
});

describe('<Sidebar>', () => {
  beforeEach(() => {
    startI18n();
    localStorage.clear();
    useSidebarStore.setState(loadSidebar(1440));
    window.innerWidth = 1440;
  });

  const panels = {
    user: <p>user panel</p>,
    thumbnails: <p>thumbnails panel</p>,
    files: <p>files panel</p>,
    detection: <p>detection panel</p>,
    search: <p>search panel</p>,
    redaction: <p>redaction panel</p>,
    settings: <p>settings panel</p>,
    history: <p>history panel</p>,
    marks: <p>marks panel</p>,
  };

  it('shows the chosen tab, with its shortcut in the tooltip, and expands when collapsed', () => {
    render(<Sidebar panels={panels} />);
    expect(screen.getByText('thumbnails panel')).toBeInTheDocument();
    const history = screen.getByRole('tab', { name: /history/i });
    expect(history).toHaveAttribute('title', expect.stringContaining('Shift+7'));
    act(() => useSidebarStore.getState().setCollapsed(true));
    expect(screen.queryByRole('tabpanel')).toBeNull();
    fireEvent.click(history);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('history panel');
  });

  it('follows the shortcut events for tabs and for collapsing', () => {
    render(<Sidebar panels={panels} />);
    act(() => {
      window.dispatchEvent(new CustomEvent(SIDEBAR_EVENTS.activateTab, { detail: 'files' }));
    });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('files panel');
    act(() => {
      window.dispatchEvent(new CustomEvent(SIDEBAR_EVENTS.toggle));
    });
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('resizes from the keyboard on its separator', () => {
    render(<Sidebar panels={panels} />);
    const handle = screen.getByRole('separator');
    expect(handle).toHaveAttribute('aria-valuenow', '400');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(handle).toHaveAttribute('aria-valuenow', '425');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEYS.width)).toBe('425');
  });

  it('moves focus between tabs with the arrow keys', () => {
    render(<Sidebar panels={panels} />);
    const thumbnails = screen.getByRole('tab', { name: /thumbnails/i });
    thumbnails.focus();
    fireEvent.keyDown(thumbnails, { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: /^files/i })).toHaveFocus();
  });
});
