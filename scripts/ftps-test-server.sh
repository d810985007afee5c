#!/usr/bin/env bash
# A private FTPS server (vsftpd) for the publish tests (tests/publish): installs vsftpd where
# missing, makes an upload user with a random password and a self-signed certificate, starts
# vsftpd on 127.0.0.1 only, runs the command, and always stops vsftpd and cleans up again.
#   scripts/ftps-test-server.sh run CMD...
# It needs root (vsftpd switches to the user and locks it in a chroot, and a tiny tmpfs is mounted
# for the disk-full case); without root it says so and runs CMD without a server, and the FTPS
# tests skip.
#
# What CMD sees in its environment:
#   NKB_TEST_FTPS_PORT        explicit TLS (AUTH TLS on ftp://), login and data only over TLS
#   NKB_TEST_FTPS_PORT2       the same user and folder behind another certificate (a changed key)
#   NKB_TEST_FTPS_PORT_PLAIN  the same user and folder over plain FTP only (no TLS: to be refused)
#   NKB_TEST_FTPS_PORT_IMPLICIT  the first certificate, TLS from the first byte (ftps://)
#   NKB_TEST_FTPS_USER, NKB_TEST_FTPS_PASSWORD  the upload user (a random password per run)
#   NKB_TEST_FTPS_ROOT        what the user sees as / (its chroot) on this machine: /www/x there is
#                             $NKB_TEST_FTPS_ROOT/www/x here (what a web server serves)
#   NKB_TEST_FTPS_PIN         "sha256//<base64>" of the first certificate's public key
#   NKB_TEST_FTPS_PASV        the first server's passive ports, "FROM-TO" (bench_publish's slow link)
#   NKB_TEST_FTPS_LOG, NKB_TEST_FTPS_LOG2, NKB_TEST_FTPS_LOG_PLAIN  each server's log of every
#                             command it received (PASS without its argument)
#   NKB_TEST_FTPS_SMALL       /www/klein: a 256 KiB tmpfs in the chroot (disk full); unset when no
#                             tmpfs can be mounted here
# The password is never printed and never on a command line (chpasswd reads it from a pipe), and
# vsftpd logs PASS without it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

USER_FTP=nkbftp

# A port nothing listens on, other than those given (a subshell repeats $RANDOM: /dev/urandom).
free_port() {
  local p
  for _ in $(seq 50); do
    p=$((20000 + $(od -An -N2 -tu2 /dev/urandom) % 30000))
    [[ " $* " == *" $p "* ]] && continue
    (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "$p"; return; }
  done
  echo "ftps-test-server: geen vrije poort gevonden" >&2
  exit 1
}

wait_port() {
  local port=$1 log=$2
  for _ in $(seq 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "ftps-test-server: vsftpd antwoordt niet op poort $port" >&2
  cat "$log" >&2 || true
  exit 1
}

# One vsftpd: NAME PORT TLS(explicit|implicit|none) CERT PASV_FROM
write_config() {
  local name=$1 port=$2 tls=$3 cert=$4 pasv=$5
  {
    cat <<EOF
listen=YES
listen_address=127.0.0.1
listen_port=$port
background=NO
anonymous_enable=NO
local_enable=YES
write_enable=YES
local_umask=022
chroot_local_user=YES
passwd_chroot_enable=YES
pam_service_name=$pam_name
userlist_enable=YES
userlist_deny=NO
userlist_file=$dir/users
secure_chroot_dir=$dir/empty
seccomp_sandbox=NO
isolate=NO
isolate_network=NO
pasv_enable=YES
pasv_address=127.0.0.1
pasv_min_port=$pasv
pasv_max_port=$((pasv + 499))
connect_from_port_20=NO
xferlog_enable=YES
xferlog_std_format=NO
log_ftp_protocol=YES
vsftpd_log_file=$dir/$name.log
EOF
    if [ "$tls" = none ]; then
      echo "ssl_enable=NO"
    else
      cat <<EOF
ssl_enable=YES
rsa_cert_file=$cert.crt
rsa_private_key_file=$cert.key
ssl_ciphers=HIGH
ssl_tlsv1=YES
ssl_sslv2=NO
ssl_sslv3=NO
force_local_logins_ssl=YES
force_local_data_ssl=YES
require_ssl_reuse=YES
EOF
      if [ "$tls" = implicit ]; then echo "implicit_ssl=YES"; fi
    fi
  } >"$dir/$name.conf"
}

cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  [ -n "${pam_name:-}" ] && rm -f "/etc/pam.d/$pam_name"
  mountpoint -q "$dir/chroot/www/klein" 2>/dev/null && umount "$dir/chroot/www/klein" || true
  # The user cannot log in again until the next run sets a new password.
  usermod -p '!' "$USER_FTP" 2>/dev/null || true
  rm -rf "$dir"
}

case "${1:-}" in
  run) shift ;;
  *) echo "gebruik: $0 run COMMANDO..." >&2; exit 2 ;;
esac

if [ "$(id -u)" -ne 0 ]; then
  echo "== FTPS-testserver: alleen als root (chroot, gebruiker); de FTPS-tests van publish worden overgeslagen" >&2
  exec "$@"
fi

bash "$here/apt-need.sh" vsftpd openssl >&2

# vsftpd wants a chroot that its user cannot write: root's, with a writable www/ inside.
dir=$(mktemp -d /run/nkb-ftps.XXXXXX)
chmod 755 "$dir"
pids=()
trap cleanup EXIT

for cert in cert cert2; do
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj "/CN=127.0.0.1" \
    -keyout "$dir/$cert.key" -out "$dir/$cert.crt" 2>/dev/null
  chmod 600 "$dir/$cert.key"
done
pin="sha256//$(openssl x509 -in "$dir/cert.crt" -pubkey -noout | openssl pkey -pubin -outform der |
  openssl dgst -sha256 -binary | base64)"

if ! getent passwd "$USER_FTP" >/dev/null; then
  useradd --system -M -d /www -s /usr/sbin/nologin "$USER_FTP"
fi
# Home $dir/chroot/./www: locked in $dir/chroot (passwd_chroot_enable), starting in /www.
usermod -d "$dir/chroot/./www" "$USER_FTP" >/dev/null 2>&1 || true
password=$(head -c 24 /dev/urandom | base64 | tr -d '/+=')
printf '%s:%s\n' "$USER_FTP" "$password" | chpasswd
echo "$USER_FTP" >"$dir/users"

mkdir -p "$dir/empty" "$dir/chroot/www"
chown "$USER_FTP:" "$dir/chroot/www"
small=""
mkdir "$dir/chroot/www/klein"
if mount -t tmpfs -o "size=256k,mode=0755,uid=$(id -u "$USER_FTP"),gid=$(id -g "$USER_FTP")" tmpfs \
  "$dir/chroot/www/klein" 2>/dev/null; then
  small=/www/klein
else
  echo "== FTPS-testserver: geen tmpfs te koppelen; de test met een volle schijf wordt overgeslagen" >&2
fi

# A PAM service of this run's own (pam_unix only): Debian's vsftpd service also asks for a login
# shell in /etc/shells, which an upload user has not.
pam_name="nkbftps-${dir##*.}"
printf 'auth required pam_unix.so\naccount required pam_unix.so\nsession required pam_permit.so\npassword required pam_deny.so\n' \
  >"/etc/pam.d/$pam_name"

port=$(free_port)
port2=$(free_port "$port")
port_plain=$(free_port "$port" "$port2")
port_implicit=$(free_port "$port" "$port2" "$port_plain")
# 500 passive ports each, below the system's ephemeral ports (32768-60999), where the client's
# own ends of the connections are.
pasv=$((10000 + $(od -An -N2 -tu2 /dev/urandom) % 20000))
write_config ftps "$port" explicit "$dir/cert" "$pasv"
write_config ftps2 "$port2" explicit "$dir/cert2" $((pasv + 500))
write_config plain "$port_plain" none "" $((pasv + 1000))
write_config implicit "$port_implicit" implicit "$dir/cert" $((pasv + 1500))
for name in ftps ftps2 plain implicit; do
  : >"$dir/$name.log"
  vsftpd "$dir/$name.conf" >>"$dir/$name.out" 2>&1 </dev/null &
  pids+=($!)
done
wait_port "$port" "$dir/ftps.out"
wait_port "$port2" "$dir/ftps2.out"
wait_port "$port_plain" "$dir/plain.out"
wait_port "$port_implicit" "$dir/implicit.out"

export NKB_TEST_FTPS_PORT=$port
export NKB_TEST_FTPS_PORT2=$port2
export NKB_TEST_FTPS_PORT_PLAIN=$port_plain
export NKB_TEST_FTPS_PORT_IMPLICIT=$port_implicit
export NKB_TEST_FTPS_USER=$USER_FTP
export NKB_TEST_FTPS_PASSWORD=$password
export NKB_TEST_FTPS_ROOT=$dir/chroot
export NKB_TEST_FTPS_PIN=$pin
export NKB_TEST_FTPS_PASV=$pasv-$((pasv + 499))
export NKB_TEST_FTPS_LOG=$dir/ftps.log
export NKB_TEST_FTPS_LOG2=$dir/ftps2.log
export NKB_TEST_FTPS_LOG_PLAIN=$dir/plain.log
if [ -n "$small" ]; then
  export NKB_TEST_FTPS_SMALL=$small
fi
echo "== FTPS-testserver op 127.0.0.1:$port (ander certificaat: $port2, zonder TLS: $port_plain," \
  "impliciet TLS: $port_implicit)" >&2
status=0
"$@" || status=$?
if [ "$status" -ne 0 ] && [ -n "${NKB_FTPS_SHOW_LOG:-}" ]; then
  cat "$dir/ftps.log" >&2
fi
exit "$status"
