import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHAT_MAX_LENGTH,
  CHAT_MIN_AGE,
  type ChatMessage,
  type HeldChatMessage,
  type RoomClientMessage,
  type RoomServerMessage,
} from '@ye/contracts/live-room';
import type { SafetyNotice } from '@ye/contracts/safety';
import { useState } from 'react';
import { SafetyNoticeCard } from '../../../components/lesson/safety-notice.tsx';

// Held chat (decision 031): children 10 and older send short messages; each is held until the
// teacher approves it, then the room reads it with the child's display name. No private chat: there
// is no way to write to one person. Messages live only in the room's memory on the server.

export function useRoomChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [held, setHeld] = useState<HeldChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  // The safety layer's calm message after the child wrote words that worry us (decision 046).
  const [notice, setNotice] = useState<SafetyNotice | null>(null);

  /** Handles the chat's messages; false for every other message. */
  const onMessage = (message: RoomServerMessage): boolean => {
    switch (message.type) {
      case 'chat':
        setWaiting(false);
        setMessages((m) => [...m.filter((x) => x.id !== message.message.id), message.message].slice(-50));
        return true;
      case 'chat_held':
        setHeld((h) => [...h.filter((x) => x.id !== message.message.id), message.message]);
        return true;
      case 'chat_settled':
        setHeld((h) => h.filter((x) => x.id !== message.id));
        return true;
      case 'chat_waiting':
        setWaiting(true);
        return true;
      case 'safety_notice':
        setNotice(message.notice);
        return true;
      default:
        return false;
    }
  };
  return { messages, held, waiting, notice, onMessage };
}

type RoomChat = ReturnType<typeof useRoomChat>;

function ChatList({ messages, empty }: { messages: ChatMessage[]; empty: string }) {
  if (messages.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {messages.map((m) => (
        <li key={m.id}>
          <Typography component="span" sx={{ fontWeight: 700 }}>{`${m.name}: `}</Typography>
          <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
            {m.text}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** The child's chat (only for children old enough): the approved messages and a short message box. */
export function ChildChat({ chat, send }: { chat: RoomChat; send: (m: RoomClientMessage) => void }) {
  const [text, setText] = useState('');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    send({ type: 'chat', text: trimmed });
    setText('');
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="chat-heading"
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Typography id="chat-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Class chat
      </Typography>
      <Box aria-live="polite" sx={{ mb: 2 }}>
        <ChatList messages={chat.messages} empty="Messages your teacher shares appear here." />
      </Box>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          label="Write a message for the class"
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: CHAT_MAX_LENGTH } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" variant="contained" size="large" disabled={!text.trim()} sx={{ minHeight: 56 }}>
          Send
        </Button>
      </Box>
      <Typography role="status" color="text.secondary" sx={{ mt: 1, minHeight: '1.5em' }}>
        {chat.waiting ? 'Your message is waiting for your teacher.' : ''}
      </Typography>
      {chat.notice ? <SafetyNoticeCard notice={chat.notice} /> : null}
    </Paper>
  );
}

/** The host's chat: messages to approve (with what the word filter found) and the approved ones. */
export function HostChat({ chat, send }: { chat: RoomChat; send: (m: RoomClientMessage) => void }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="held-heading" sx={{ p: 2 }}>
      <Typography id="held-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {`Messages to approve (${chat.held.length})`}
      </Typography>
      {chat.held.length === 0 ? (
        <Typography color="text.secondary">
          {`Children ${CHAT_MIN_AGE} and older may send messages; you approve each one first.`}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {chat.held.map((m) => (
            <Box component="li" key={m.id} sx={{ display: 'grid', gap: 0.5 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <strong>{`${m.name}: `}</strong>
                {m.text}
              </Typography>
              {m.flag ? <Alert severity="warning">{m.flag}</Alert> : null}
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => send({ type: 'chat_approve', id: m.id })}
                  aria-label={`Approve: ${m.name}: ${m.text}`}
                >
                  Approve
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => send({ type: 'chat_reject', id: m.id })}
                  aria-label={`Reject: ${m.name}: ${m.text}`}
                >
                  Reject
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, mb: 0.5, fontWeight: 700 }}>
        Chat
      </Typography>
      <Box aria-live="polite">
        <ChatList messages={chat.messages} empty="Approved messages appear here." />
      </Box>
    </Paper>
  );
}
