#!/usr/bin/env bash
# A private SFTP server (OpenSSH's sshd) for the publish tests (tests/publish): installs
# openssh-server where missing, makes two upload users, starts sshd on 127.0.0.1 only, runs the
# command, and always stops sshd and cleans up again.
#   scripts/sftp-test-server.sh run CMD...
# It needs root (sshd switches to the users and locks them in a chroot, and a tiny tmpfs is
# mounted for the disk-full case); without root it says so and runs CMD without a server, and the
# server tests skip.
#
# What CMD sees in its environment:
#   NKB_TEST_SFTP_PORT       sshd with the upload users (host key NKB_TEST_SFTP_HOSTKEY)
#   NKB_TEST_SFTP_PORT2      the same users on a second sshd with another host key (a changed key)
#   NKB_TEST_SFTP_PORT_PLAIN the first sshd on another port whose SFTP lacks posix-rename@openssh.com
#   NKB_TEST_SFTP_PORT_KBD   a third sshd, the first's host key, the password by keyboard-interactive
#                            only (through PAM, as many hosts ask it)
#   NKB_TEST_SFTP_HOSTKEY    "SHA256:…" of the first sshd's ed25519 key, as ssh-keygen -lf prints it
#   NKB_TEST_SFTP_HOSTKEY2   the path of the second sshd's host key (it has an ECDSA key too)
#   NKB_TEST_SFTP_USER, NKB_TEST_SFTP_PASSWORD  the password user (a random password per run)
#   NKB_TEST_SFTP_KEYUSER, NKB_TEST_SFTP_KEYFILE the key user and its private key (made per run)
#   NKB_TEST_SFTP_ROOT       the password user's chroot on this machine: what the user calls
#                            /www/x is $NKB_TEST_SFTP_ROOT/www/x here (what a web server serves)
#   NKB_TEST_SFTP_KEY_ROOT   the key user's chroot
#   NKB_TEST_SFTP_SMALL      /www/klein: a 256 KiB tmpfs in the password user's chroot (disk full);
#                            unset when no tmpfs can be mounted here
# The password is never printed and never on a command line (chpasswd reads it from a pipe).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# Users of this run's own (removed at the end): two runs side by side (two worktrees, CI beside a
# developer) would otherwise set each other's password and fail each other's logins.
run_id=$(od -An -N3 -tx1 /dev/urandom | tr -d ' \n')
USER_PW=nkbup-$run_id
USER_KEY=nkbkey-$run_id

# A port nothing listens on, other than those given (a subshell repeats $RANDOM: /dev/urandom).
free_port() {
  local p
  for _ in $(seq 50); do
    p=$((20000 + $(od -An -N2 -tu2 /dev/urandom) % 30000))
    [[ " $* " == *" $p "* ]] && continue
    (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "$p"; return; }
  done
  echo "sftp-test-server: geen vrije poort gevonden" >&2
  exit 1
}

wait_port() {
  local port=$1 log=$2
  for _ in $(seq 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "sftp-test-server: sshd antwoordt niet op poort $port" >&2
  cat "$log" >&2
  exit 1
}

make_user() {
  local user=$1
  if ! getent passwd "$user" >/dev/null; then
    useradd --system -M -d /www -s /usr/sbin/nologin "$user"
  fi
}

# The config of one sshd; KBD=yes: the password by keyboard-interactive only (through PAM). Match
# blocks: the first value found wins, so the plain port's ForceCommand (without posix-rename) comes
# before the users' own.
write_config() {
  local conf=$1 hostkey=$2 pidfile=$3 kbd=$4 p pam=no password=yes
  shift 4
  [ "$kbd" = yes ] && pam=yes password=no
  {
    for p in "$@"; do echo "Port $p"; done
    cat <<EOF
ListenAddress 127.0.0.1
HostKey $hostkey
HostKey $hostkey-ecdsa
PidFile $pidfile
UsePAM $pam
PermitRootLogin no
PasswordAuthentication no
KbdInteractiveAuthentication $kbd
PubkeyAuthentication yes
AuthorizedKeysFile $dir/authorized_keys/%u
AllowUsers $USER_PW $USER_KEY
AllowTcpForwarding no
X11Forwarding no
Subsystem sftp internal-sftp
LogLevel VERBOSE
EOF
    if [ -n "${port_plain:-}" ] && [ "$hostkey" = "$dir/hostkey" ]; then
      printf 'Match LocalPort %s\n    ForceCommand internal-sftp -P posix-rename\n' "$port_plain"
    fi
    cat <<EOF
Match User $USER_PW
    PasswordAuthentication $password
    ChrootDirectory $dir/chroot-pw
    ForceCommand internal-sftp
Match User $USER_KEY
    ChrootDirectory $dir/chroot-key
    ForceCommand internal-sftp
EOF
  } >"$conf"
}

cleanup() {
  local pidfile
  for pidfile in "$dir/sshd.pid" "$dir/sshd2.pid" "$dir/sshd3.pid"; do
    [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
  done
  [ -n "${pam_name:-}" ] && rm -f "/etc/pam.d/$pam_name"
  mountpoint -q "$dir/chroot-pw/www/klein" 2>/dev/null && umount "$dir/chroot-pw/www/klein" || true
  # The run's users go with it (their files were in $dir).
  userdel "$USER_PW" 2>/dev/null || true
  userdel "$USER_KEY" 2>/dev/null || true
  rm -rf "$dir"
}

case "${1:-}" in
  run) shift ;;
  *) echo "gebruik: $0 run COMMANDO..." >&2; exit 2 ;;
esac

if [ "$(id -u)" -ne 0 ]; then
  echo "== SFTP-testserver: alleen als root (chroot, gebruikers); de servertests van publish worden overgeslagen" >&2
  exec "$@"
fi

bash "$here/apt-need.sh" openssh-server openssh-client >&2
mkdir -p /run/sshd
chmod 755 /run/sshd

# sshd wants every folder above a chroot owned by root and writable by no one else: not /tmp.
dir=$(mktemp -d /run/nkb-sftp.XXXXXX)
chmod 755 "$dir"
trap cleanup EXIT

ssh-keygen -q -t ed25519 -N '' -C nkb-test-host -f "$dir/hostkey"
ssh-keygen -q -t ed25519 -N '' -C nkb-test-host2 -f "$dir/hostkey2"
ssh-keygen -q -t ecdsa -N '' -C nkb-test-host -f "$dir/hostkey-ecdsa"
ssh-keygen -q -t ecdsa -N '' -C nkb-test-host2 -f "$dir/hostkey2-ecdsa"
ssh-keygen -q -t ed25519 -N '' -C nkb-test-user -f "$dir/userkey"

make_user "$USER_PW"
make_user "$USER_KEY"
# sshd without PAM turns away a locked account ('!') even for a key.
usermod -p '*' "$USER_KEY" >/dev/null 2>&1 || true
password=$(head -c 24 /dev/urandom | base64 | tr -d '/+=')
printf '%s:%s\n' "$USER_PW" "$password" | chpasswd

mkdir -p "$dir/authorized_keys" "$dir/chroot-pw/www" "$dir/chroot-key/www"
cat "$dir/userkey.pub" >"$dir/authorized_keys/$USER_KEY"
chmod 644 "$dir/authorized_keys/$USER_KEY"
chown "$USER_PW:" "$dir/chroot-pw/www"
chown "$USER_KEY:" "$dir/chroot-key/www"

small=""
mkdir "$dir/chroot-pw/www/klein"
if mount -t tmpfs -o "size=256k,mode=0755,uid=$(id -u "$USER_PW"),gid=$(id -g "$USER_PW")" tmpfs \
  "$dir/chroot-pw/www/klein" 2>/dev/null; then
  small=/www/klein
else
  echo "== SFTP-testserver: geen tmpfs te koppelen; de test met een volle schijf wordt overgeslagen" >&2
fi

port=$(free_port)
port_plain=$(free_port "$port")
port2=$(free_port "$port" "$port_plain")
port_kbd=$(free_port "$port" "$port_plain" "$port2")
write_config "$dir/sshd.conf" "$dir/hostkey" "$dir/sshd.pid" no "$port" "$port_plain"
write_config "$dir/sshd2.conf" "$dir/hostkey2" "$dir/sshd2.pid" no "$port2"
write_config "$dir/sshd3.conf" "$dir/hostkey" "$dir/sshd3.pid" yes "$port_kbd"
# Keyboard-interactive needs PAM: the third sshd runs under a name of this run's own, so PAM reads a
# service of its own (pam_unix only: no session module a container may lack), removed at the end.
pam_name="nkbsftp-${dir##*.}"
ln -s /usr/sbin/sshd "$dir/$pam_name"
printf 'auth required pam_unix.so\naccount required pam_unix.so\nsession required pam_permit.so\npassword required pam_deny.so\n' \
  >"/etc/pam.d/$pam_name"
/usr/sbin/sshd -t -f "$dir/sshd.conf"
/usr/sbin/sshd -D -f "$dir/sshd.conf" -E "$dir/sshd.log" &
/usr/sbin/sshd -D -f "$dir/sshd2.conf" -E "$dir/sshd2.log" &
"$dir/$pam_name" -D -f "$dir/sshd3.conf" -E "$dir/sshd3.log" &
wait_port "$port" "$dir/sshd.log"
wait_port "$port_plain" "$dir/sshd.log"
wait_port "$port2" "$dir/sshd2.log"
wait_port "$port_kbd" "$dir/sshd3.log"

NKB_TEST_SFTP_PORT=$port
NKB_TEST_SFTP_PORT2=$port2
NKB_TEST_SFTP_PORT_PLAIN=$port_plain
NKB_TEST_SFTP_PORT_KBD=$port_kbd
NKB_TEST_SFTP_HOSTKEY=$(ssh-keygen -lf "$dir/hostkey.pub" | awk '{print $2}')
NKB_TEST_SFTP_HOSTKEY2=$dir/hostkey2
NKB_TEST_SFTP_USER=$USER_PW
NKB_TEST_SFTP_PASSWORD=$password
NKB_TEST_SFTP_KEYUSER=$USER_KEY
NKB_TEST_SFTP_KEYFILE=$dir/userkey
NKB_TEST_SFTP_ROOT=$dir/chroot-pw
NKB_TEST_SFTP_KEY_ROOT=$dir/chroot-key
export NKB_TEST_SFTP_PORT NKB_TEST_SFTP_PORT2 NKB_TEST_SFTP_PORT_PLAIN NKB_TEST_SFTP_PORT_KBD NKB_TEST_SFTP_HOSTKEY \
  NKB_TEST_SFTP_HOSTKEY2 NKB_TEST_SFTP_USER NKB_TEST_SFTP_PASSWORD NKB_TEST_SFTP_KEYUSER \
  NKB_TEST_SFTP_KEYFILE NKB_TEST_SFTP_ROOT NKB_TEST_SFTP_KEY_ROOT
if [ -n "$small" ]; then
  export NKB_TEST_SFTP_SMALL=$small
fi
echo "== SFTP-testserver op 127.0.0.1:$port (tweede sleutel: $port2, zonder posix-rename: $port_plain," \
  "keyboard-interactive: $port_kbd)" >&2
status=0
"$@" || status=$?
if [ "$status" -ne 0 ] && [ -n "${NKB_SFTP_SHOW_LOG:-}" ]; then
  cat "$dir/sshd.log" >&2
fi
exit "$status"
