/**
 * Contains a plugin's failure to the part of the page it drew: the rest of the page keeps working,
 * the player sees which feature is unavailable, and the console names the plugin and contribution.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

interface Props {
  pluginId: string;
  pluginTitle: string;
  contributionId: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

const Notice = styled.div`
  padding: 8px 12px;
  border: 1px dashed #b0b0b0;
  border-radius: 6px;
  color: #555;
  font-size: 13px;
`;

export class PluginBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[plugin ${this.props.pluginId}] "${this.props.contributionId}" failed to render: ${error.message}`, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <Notice role="status" data-plugin-error={this.props.pluginId}>
        {this.props.pluginTitle} is unavailable right now.
      </Notice>
    );
  }
}
